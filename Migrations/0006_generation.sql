-- Schema version 6: the file's generation (docs/safety.md#databases-stretchy-did-not-make), so a
-- WAL file that does not continue the file's own state (a copy's, or one left under a backup
-- restored since) is refused before SQLite applies it.
-- Shipped migrations are never edited; a change of schema is a new file.
--
-- One row, written by every write that changes a row: a 16-byte marker, the generation the write
-- replaced and the one it made (16 random bytes each). It has no row until the first such write.
CREATE TABLE generation (
    id INTEGER PRIMARY KEY CONSTRAINT "the generation is one row" CHECK (id = 1),
    record BLOB NOT NULL CONSTRAINT "a generation record is 48 bytes" CHECK (typeof(record) = 'blob' AND length(record) = 48)
);
