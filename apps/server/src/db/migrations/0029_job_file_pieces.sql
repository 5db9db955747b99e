ALTER TABLE "job_input_files" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_input_files" DROP CONSTRAINT "job_input_files_job_id_position_pk";--> statement-breakpoint
ALTER TABLE "job_input_files" ADD CONSTRAINT "job_input_files_job_id_position_part_pk" PRIMARY KEY("job_id","position","part");
