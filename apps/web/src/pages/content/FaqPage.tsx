import { useCoverageSentence } from "../home/coverage";
import { ContentPage } from "./ContentPage";

/** The FAQ: a content page whose coverage answer quotes the city catalogue's counts (GET /api/cities). */
export default function FaqPage() {
  const coverage = useCoverageSentence();
  return <ContentPage id="faq" figures={{ coverage }} />;
}
