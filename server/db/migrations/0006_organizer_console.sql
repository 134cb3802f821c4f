ALTER TYPE "public"."role" ADD VALUE 'ADMIN';--> statement-breakpoint
CREATE TABLE "checkpoint_questions" (
	"checkpoint_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	CONSTRAINT "checkpoint_questions_checkpoint_id_question_id_pk" PRIMARY KEY("checkpoint_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "replaced_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"checkpoint_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "checkpoint_questions" ADD CONSTRAINT "checkpoint_questions_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_questions" ADD CONSTRAINT "checkpoint_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replaced_codes" ADD CONSTRAINT "replaced_codes_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_links" ADD CONSTRAINT "setup_links_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_event_idx" ON "questions" USING btree ("event_id");