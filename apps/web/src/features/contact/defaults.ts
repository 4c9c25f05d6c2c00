import type { ContactForm, Me } from "@soracity/contracts";
import type { DefaultValues } from "react-hook-form";

/** Form values prefilled from the signed-in user's attributes (PRODUCT.md §4); empty for visitors. */
export function contactDefaults(me: Me | null | undefined): DefaultValues<ContactForm> {
  return {
    email: me?.email ?? "",
    family_name: me?.family_name ?? "",
    given_name: me?.given_name ?? "",
    company: me?.company ?? "",
    department: me?.post ?? "",
    address: me?.address ?? "",
    phone: me?.tel ?? "",
    inquiry: "",
    agreement: undefined,
  };
}
