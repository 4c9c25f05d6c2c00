import type { Case } from "@soracity/contracts";
import { HikageGeometry } from "./HikageGeometry";
import { HikageModels } from "./HikageModels";
import { HikageTimeFields } from "./HikageTimeFields";
import { NoiseFields } from "./NoiseFields";
import { VibrationFields } from "./VibrationFields";

/** What every service's form receives. */
export interface ServiceFormProps {
  item: Case;
  disabled: boolean;
}

/** Shadow: ranges, planned buildings and points on the map, the project's models, the sun's window. */
export function HikageForm({ item, disabled }: ServiceFormProps) {
  return (
    <>
      <HikageGeometry disabled={disabled} />
      <HikageModels projectId={item.project_id} disabled={disabled} />
      <HikageTimeFields disabled={disabled} />
    </>
  );
}

export const NoiseForm = ({ disabled }: ServiceFormProps) => <NoiseFields disabled={disabled} />;
export const VibrationForm = ({ disabled }: ServiceFormProps) => <VibrationFields disabled={disabled} />;
