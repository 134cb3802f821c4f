-- A stored question (an older bank, an organizer's import) is its own concept until the seed or
-- an import names one.
ALTER TABLE "questions" ADD COLUMN "concept" text;--> statement-breakpoint
UPDATE "questions" SET "concept" = "id";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "concept" SET NOT NULL;
