CREATE TABLE "city_fetches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"project_id" uuid,
	"min_lon" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lon" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"status" text NOT NULL,
	"files" jsonb NOT NULL,
	"files_done" integer DEFAULT 0 NOT NULL,
	"cities" jsonb NOT NULL,
	"error_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "city_model_files" (
	"city_code" text NOT NULL,
	"mesh_code" text NOT NULL,
	"year" integer,
	"max_lod" integer NOT NULL,
	"url" text NOT NULL,
	"buildings" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_model_files_city_code_mesh_code_pk" PRIMARY KEY("city_code","mesh_code")
);
--> statement-breakpoint
ALTER TABLE "city_fetches" ADD CONSTRAINT "city_fetches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_fetches" ADD CONSTRAINT "city_fetches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_model_files" ADD CONSTRAINT "city_model_files_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;