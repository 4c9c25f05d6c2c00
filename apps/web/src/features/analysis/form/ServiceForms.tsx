import type { Case } from "@soracity/contracts";
import { GroundFields } from "./GroundFields";
import { HikageGeometry } from "./HikageGeometry";
import { HikageModels } from "./HikageModels";
import { HikageTimeFields } from "./HikageTimeFields";
import { NoiseFields } from "./NoiseFields";
import { SubjectNotice } from "./SubjectNotice";
import { VibrationFields } from "./VibrationFields";
import { ZoneSetup } from "./ZoneSetup";

/** What every service's form receives. */
export interface ServiceFormProps {
  item: Case;
  disabled: boolean;
}

/**
 * Shadow: ranges, planned tiers, site and points on the map; the regulation set-up of 別表第4 with the
 * 対象建築物 notice and the 平均地盤面; the project's models and the buildings left out; the sun's window.
 */
export function HikageForm({ item, disabled }: ServiceFormProps) {
  return (
    <>
      <HikageGeometry disabled={disabled} />
      <ZoneSetup disabled={disabled} />
      <SubjectNotice />
      <GroundFields disabled={disabled} />
      <HikageModels projectId={item.project_id} disabled={disabled} />
      <HikageTimeFields disabled={disabled} />
    </>
  );
}

export const NoiseForm = ({ disabled }: ServiceFormProps) => <NoiseFields disabled={disabled} />;
export const VibrationForm = ({ disabled }: ServiceFormProps) => <VibrationFields disabled={disabled} />;
