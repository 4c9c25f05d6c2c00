CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"coverage_from" date NOT NULL,
	"data_year" integer NOT NULL,
	"data_version" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_code" text NOT NULL,
	"mesh_code" text NOT NULL,
	"gml_id" text NOT NULL,
	"building_id" text,
	"attributes" jsonb NOT NULL,
	"height" real NOT NULL,
	"height_source" text NOT NULL,
	"ground_z" real NOT NULL,
	"lods" smallint NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	"footprint" jsonb NOT NULL,
	"min_lon" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lon" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"lod2" "bytea",
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buildings_city_mesh_idx" ON "buildings" USING btree ("city_code","mesh_code");--> statement-breakpoint
CREATE INDEX "buildings_bbox_idx" ON "buildings" USING btree ("city_code","min_lon","max_lon","min_lat","max_lat");