-- Runs once, on the primary's first start (after the image has made the database and the api
-- user, which the replica receives through the binary log). The replica connects as repl.
CREATE USER IF NOT EXISTS 'repl'@'%' IDENTIFIED BY 'repl-secret';
GRANT REPLICATION SLAVE ON *.* TO 'repl'@'%';
