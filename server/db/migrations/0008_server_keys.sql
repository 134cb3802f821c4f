CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" "bytea" NOT NULL
);
