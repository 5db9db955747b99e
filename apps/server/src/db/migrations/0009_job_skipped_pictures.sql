ALTER TABLE "jobs" ADD COLUMN "pictures_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skipped_pictures" jsonb DEFAULT '[]'::jsonb NOT NULL;