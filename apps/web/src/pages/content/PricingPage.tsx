import { ContentPage } from "./ContentPage";
import { Plans } from "../home/Plans";

export default function PricingPage() {
  return (
    <ContentPage id="pricing">
      <Plans />
    </ContentPage>
  );
}
