-- Custom migration (issue 13): one counter that every sign-out, revoked or expired session and every change
-- of a user row moves on. Server processes cache sessions for a few seconds and read this counter at most once
-- a second; when it moved, they drop their cache, so a change made by any process (or the CLI) is seen by all
-- within about a second.
CREATE TABLE "auth_changes" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "auth_changes" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "auth_changes_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "auth_changes" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changes" AFTER DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "auth_changes_bump"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changes" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "auth_changes_bump"();
