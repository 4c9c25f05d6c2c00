import type { ComponentType } from "react";
import type { AnalysisSummaryOf, ServiceType } from "@soracity/contracts";
import { GyakuhikageForm } from "./form/GyakuhikageForm";
import type { ServiceFormProps } from "./form/ServiceForms";
import { HikageForm, NoiseForm, VibrationForm } from "./form/ServiceForms";
import { TenkuritsuForm } from "./form/TenkuritsuForm";
import { GyakuhikageResultSummary } from "./results/GyakuhikageResultSummary";
import { HikageResultSummary, NoiseResultSummary, VibrationResultSummary } from "./results/ServiceSummaries";
import { TenkuritsuResultSummary } from "./results/TenkuritsuResultSummary";

// The web's registry of analysis services (issue 23): each service's form and result summary. `satisfies`
// over every ServiceType makes a service without an entry a compile error; the rest of the web asks the
// contracts' registry (units, layers, legends) or this one instead of comparing service types.

/** One service as the web shows it. */
export interface ServiceView<S extends ServiceType> {
  /** The case's parameters form in the side panel. */
  Form: ComponentType<ServiceFormProps>;
  /** The summary of a finished run. */
  Summary: ComponentType<{ summary: AnalysisSummaryOf<S> }>;
}

type ServiceViews = { [S in ServiceType]: ServiceView<S> };

export const SERVICE_VIEWS: ServiceViews = {
  hikage: { Form: HikageForm, Summary: HikageResultSummary },
  noise: { Form: NoiseForm, Summary: NoiseResultSummary },
  vibration: { Form: VibrationForm, Summary: VibrationResultSummary },
  tenkuritsu: { Form: TenkuritsuForm, Summary: TenkuritsuResultSummary },
  gyakuhikage: { Form: GyakuhikageForm, Summary: GyakuhikageResultSummary },
};

/** The summary of a run, as its service shows it. */
export function ServiceSummary<S extends ServiceType>({
  service,
  summary,
}: {
  service: S;
  summary: AnalysisSummaryOf<S>;
}) {
  const View: ComponentType<{ summary: AnalysisSummaryOf<S> }> = SERVICE_VIEWS[service].Summary;
  return <View summary={summary} />;
}
