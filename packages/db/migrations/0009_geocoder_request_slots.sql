CREATE TABLE "geocoder_request_slots" (
	"service" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
