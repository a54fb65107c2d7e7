-- Runs once, on the primary's first start (after the image has made the database and the api
-- user, which the replica receives through the binary log). The replica connects as repl.
CREATE USER IF NOT EXISTS 'repl'@'%' IDENTIFIED BY 'repl-secret';
GRANT REPLICATION SLAVE ON *.* TO 'repl'@'%';
-- The API reads each replica's lag (SHOW REPLICA STATUS, see DATABASE_REPLICA_MAX_LAG_SECONDS);
-- replicated to the replica with the user.
GRANT REPLICATION CLIENT ON *.* TO 'api'@'%';
