import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useConfig } from "../features/config/useConfig";

/** Sets `document.title` to "<translated title> | <brand>" (just the brand when no key). */
export function usePageTitle(titleKey: string | null) {
  const { t } = useTranslation();
  const { brand } = useConfig();
  const title = titleKey ? `${t(titleKey)} | ${brand.name}` : brand.name;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
