-- Runs once, on the replica's first start: replicate everything from the primary, from its first
-- transaction (GTID auto-positioning), the api user and the database included.
CHANGE REPLICATION SOURCE TO
  SOURCE_HOST = 'mysql-primary',
  SOURCE_USER = 'repl',
  SOURCE_PASSWORD = 'repl-secret',
  SOURCE_AUTO_POSITION = 1,
  GET_SOURCE_PUBLIC_KEY = 1,
  SOURCE_CONNECT_RETRY = 2;
START REPLICA;
