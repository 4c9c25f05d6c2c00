ALTER TABLE "project_models" ADD COLUMN "vertex_count" integer;--> statement-breakpoint
ALTER TABLE "project_models" ADD COLUMN "wall_count" integer;--> statement-breakpoint
ALTER TABLE "project_models" ADD COLUMN "wall_area" double precision;