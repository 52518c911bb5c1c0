// Never edit a released step: an older database takes only the steps after its user_version.
export const ACCOUNT_MIGRATIONS = [
  `CREATE TABLE editors (
     name TEXT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE TABLE sign_in_failures (key TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX sign_in_failures_key ON sign_in_failures (key, at);`,
  `CREATE TABLE known_addresses (
     name TEXT NOT NULL,
     address_hash TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (name, address_hash)
   );`,
  // Accounts made before roles ran the whole owner's side, so they stay owners.
  // The key signing known devices' cookies lives here, in the file only the server's user reads.
  `ALTER TABLE editors ADD COLUMN role TEXT NOT NULL DEFAULT 'editor'
     CHECK (role IN ('owner', 'editor'));
   UPDATE editors SET role = 'owner';
   CREATE TABLE server_keys (name TEXT PRIMARY KEY, secret BLOB NOT NULL);`,
] as const
