-- Custom SQL (drizzle-kit generate --custom): a display name changed without its key (migration
-- 0015) loses the key instead of keeping a stale one. The key is JavaScript (core/display-name.ts
-- nameKey), so SQL cannot compute it: a null key is computed by its reader and stored again at the
-- next start or restore (server/db/name-keys.ts). The app writes name and key together; a write that
-- keeps the key while the name changes is one made by hand (or a rename to a name with the same key,
-- which loses nothing but a stored value).
CREATE FUNCTION name_key_cleared() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_key := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_name_key_cleared BEFORE UPDATE OF display_name ON users FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name AND OLD.name_key IS NOT DISTINCT FROM NEW.name_key)
  EXECUTE FUNCTION name_key_cleared();
--> statement-breakpoint
CREATE TRIGGER rider_moderation_name_key_cleared BEFORE UPDATE OF display_name ON rider_moderation FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name AND OLD.name_key IS NOT DISTINCT FROM NEW.name_key)
  EXECUTE FUNCTION name_key_cleared();
