CREATE TABLE "job_input_files" (
	"job_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "job_input_files_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "job_inputs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_input_files" ADD CONSTRAINT "job_input_files_job_id_job_inputs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_inputs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_inputs" ADD CONSTRAINT "job_inputs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;