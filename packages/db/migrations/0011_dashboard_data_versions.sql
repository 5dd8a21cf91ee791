CREATE TABLE "dashboard_data_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_data_versions" (
	"government_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_data_versions" ADD CONSTRAINT "dashboard_data_versions_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE cascade ON UPDATE no action;