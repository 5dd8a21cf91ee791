CREATE TABLE "address_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"zip" text NOT NULL,
	"normalized_address" text NOT NULL,
	"normalized_street" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "address_points_address_idx" ON "address_points" USING btree ("zip","normalized_address");--> statement-breakpoint
CREATE INDEX "address_points_street_idx" ON "address_points" USING btree ("normalized_street","zip");