CREATE TABLE "voter_streets" (
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"pre_directional" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"post_directional" text DEFAULT '' NOT NULL,
	CONSTRAINT "voter_streets_pkey" PRIMARY KEY("zip","name","pre_directional","suffix","post_directional","city")
);
--> statement-breakpoint
CREATE INDEX "voter_streets_city_name_idx" ON "voter_streets" USING btree ("city","name");