// The 天空率 pipeline (service `tenkuritsu`): its run for the services' registry.
export { runTenkuritsu, tenkuritsuParameters } from "./run";
