-- A database written by schema version 9 (Migrations/0001_initial.sql ... 0009_reduced_motion.sql), as sqlite3 .dump prints it.
-- sticky-utah: built in, edited (damping 0.25, snapping; motion: fast deceleration, parallax 0.5,
-- quick return; tracks: title scale 1.5 -> 1 keyed to the offset (0 to 47 pt) about its
-- bottom-leading corner, title opacity through cubic-bezier(0.8, 0, 0.8, 0.15); snap policy
-- direction, Android's fling, pull trigger 100; safe area added; a 48 pt quick-return accessory
-- 120 pt below the header; dynamicType: title1, 41 pt of text; reducedMotion: no snapping, no
-- parallax, the title's scale held at 1), renamed to pinned; plain: created, deleted. Columns at
-- their defaults are NULL, as are the tracks of revisions without any. The generation record
-- names the generation its last write made and the one before.
-- Never edit: it stands for files users have.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE snap_position (
    revision INTEGER NOT NULL REFERENCES revision (id),
    position REAL NOT NULL CONSTRAINT "snap.positions must be in 0...1" CHECK (position BETWEEN 0 AND 1),
    PRIMARY KEY (revision, position)
) STRICT, WITHOUT ROWID;
INSERT INTO snap_position VALUES(2,0.0);
INSERT INTO snap_position VALUES(2,0.5);
INSERT INTO snap_position VALUES(2,1.0);
INSERT INTO snap_position VALUES(3,0.0);
INSERT INTO snap_position VALUES(3,0.5);
INSERT INTO snap_position VALUES(3,1.0);
CREATE TABLE preset (
    name TEXT PRIMARY KEY,
    revision INTEGER NOT NULL REFERENCES revision (id)
) STRICT, WITHOUT ROWID;
INSERT INTO preset VALUES('pinned',3);
CREATE TABLE IF NOT EXISTS "revision" (
    id INTEGER PRIMARY KEY,
    lineage INTEGER NOT NULL CONSTRAINT "lineage must be positive" CHECK (lineage >= 1),
    number INTEGER NOT NULL CONSTRAINT "revision number must be positive" CHECK (number >= 1),
    time TEXT NOT NULL CONSTRAINT "time must be ISO 8601 UTC (YYYY-MM-DDTHH:MM:SSZ)" CHECK (
        CAST(time AS TEXT) GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9]Z'),
    action TEXT NOT NULL CONSTRAINT "action must be builtin, create, edit, rename, copy, delete, import, revert or restore" CHECK (
        action = 'builtin' OR action = 'create' OR action = 'edit' OR action = 'rename' OR action = 'copy'
        OR action = 'delete' OR action = 'import' OR action = 'revert' OR action = 'restore'),
    name TEXT NOT NULL CONSTRAINT "name must match ^[a-z0-9][a-z0-9._-]{0,63}$" CHECK (
        length(CAST(name AS BLOB)) BETWEEN 1 AND 64
        AND length(CAST(name AS TEXT)) = length(CAST(name AS BLOB))
        AND CAST(name AS TEXT) GLOB '[a-z0-9]*'
        AND NOT CAST(name AS TEXT) GLOB '*[^a-z0-9._-]*'),
    -- The pattern is *[ U+0001-U+0009 U+000B-U+001F U+007F-U+009F ]* (45 is '-').
    summary TEXT CONSTRAINT "summary must be at most 500 characters without control characters but newline" CHECK (
        length(CAST(summary AS TEXT)) <= 500
        AND instr(CAST(summary AS TEXT), char(0)) = 0
        AND NOT CAST(summary AS TEXT) GLOB ('*[' || char(1, 45, 9, 11, 45, 31, 127, 45, 159) || ']*')),
    min_height REAL CONSTRAINT "minHeight must be in 0...10000" CHECK (min_height BETWEEN 0 AND 10000),
    max_height REAL CONSTRAINT "maxHeight must be in 0...10000 and greater than 0" CHECK (
        max_height > 0 AND max_height <= 10000),
    collapse TEXT CONSTRAINT "collapse must be shrink or scroll" CHECK (collapse IN ('shrink', 'scroll')),
    damping REAL CONSTRAINT "damping must be in 0...1" CHECK (damping BETWEEN 0 AND 1),
    shadow_threshold REAL CONSTRAINT "shadow.threshold must be in 0...10000" CHECK (
        shadow_threshold BETWEEN 0 AND 10000),
    shadow_radius REAL CONSTRAINT "shadow.radius must be in 0...100" CHECK (shadow_radius BETWEEN 0 AND 100),
    snap_mode TEXT CONSTRAINT "snap.mode must be disabled, immediately or afterFinishAccelerating" CHECK (
        snap_mode = 'disabled' OR snap_mode = 'immediately' OR snap_mode = 'afterFinishAccelerating'),
    snap_initial REAL CONSTRAINT "snap.initialPosition must be in 0...1" CHECK (snap_initial BETWEEN 0 AND 1),
    motion_frame_rate REAL
        CONSTRAINT "motion.frameRate must be in 1...1000" CHECK (motion_frame_rate BETWEEN 1 AND 1000),
    motion_deceleration_rate REAL
        CONSTRAINT "motion.decelerationRate must be in 0.5...0.999" CHECK (motion_deceleration_rate BETWEEN 0.5 AND 0.999),
    motion_viewport_height REAL
        CONSTRAINT "motion.viewportHeight must be in 0...10000 and greater than 0" CHECK (
            motion_viewport_height > 0 AND motion_viewport_height <= 10000),
    motion_rubber_band_constant REAL
        CONSTRAINT "motion.rubberBandConstant must be in 0...1 and greater than 0" CHECK (
            motion_rubber_band_constant > 0 AND motion_rubber_band_constant <= 1),
    motion_spring_response REAL
        CONSTRAINT "motion.spring.response must be in 0.01...1" CHECK (motion_spring_response BETWEEN 0.01 AND 1),
    motion_spring_damping_ratio REAL
        CONSTRAINT "motion.spring.dampingRatio must be in 0.2...2" CHECK (motion_spring_damping_ratio BETWEEN 0.2 AND 2),
    motion_parallax REAL
        CONSTRAINT "motion.parallax must be in 0...1" CHECK (motion_parallax BETWEEN 0 AND 1),
    motion_quick_return INTEGER
        CONSTRAINT "motion.quickReturn must be 0 or 1" CHECK (motion_quick_return IN (0, 1)), tracks TEXT
    CONSTRAINT "tracks must be an array of tracks, [[...]], at most 65536 bytes" CHECK (
        tracks IS NULL OR (CAST(tracks AS TEXT) GLOB '[[][[]*]]'
            AND length(CAST(tracks AS BLOB)) <= 65536)), snap_policy TEXT
    CONSTRAINT "snap.policy must be nearest or direction" CHECK (snap_policy IN ('nearest', 'direction')), motion_fling TEXT
    CONSTRAINT "motion.fling must be uikit or android" CHECK (motion_fling IN ('uikit', 'android')), pull_trigger REAL
    CONSTRAINT "pullTrigger must be in 1...10000" CHECK (pull_trigger BETWEEN 1 AND 10000), safe_area TEXT
    CONSTRAINT "safeArea must be below, included or added" CHECK (safe_area IN ('below', 'included', 'added')), accessory_height REAL
    CONSTRAINT "accessory.height must be more than 0 and at most 1000" CHECK (accessory_height > 0 AND accessory_height <= 1000), accessory_offset REAL
    CONSTRAINT "accessory.offset must be in 0...10000" CHECK (accessory_offset BETWEEN 0 AND 10000), accessory_behavior TEXT
    CONSTRAINT "accessory.behavior must be pinned, scroll or quickReturn" CHECK (accessory_behavior IN ('pinned', 'scroll', 'quickReturn')), dynamic_type_text_style TEXT
    CONSTRAINT "dynamicType.textStyle must be largeTitle, title1, title2, title3, headline or body"
    CHECK (dynamic_type_text_style IN ('largeTitle', 'title1', 'title2', 'title3', 'headline', 'body')), dynamic_type_scaled_height REAL
    CONSTRAINT "dynamicType.scaledHeight must be in 0...10000"
    CHECK (dynamic_type_scaled_height BETWEEN 0 AND 10000), reduced_motion TEXT
    CONSTRAINT "reducedMotion must be an object, {...}, at most 65536 bytes" CHECK (
        reduced_motion IS NULL OR (CAST(reduced_motion AS TEXT) GLOB '{*}'
            AND length(CAST(reduced_motion AS BLOB)) <= 65536)),
    CONSTRAINT "minHeight must not be greater than maxHeight" CHECK (min_height <= max_height),
    CONSTRAINT "shadow needs both threshold and radius" CHECK (
        (shadow_threshold IS NULL) = (shadow_radius IS NULL)),
    CONSTRAINT "a deletion holds no preset and every other revision a whole one (no NaN)" CHECK (
        CASE WHEN action = 'delete' THEN
            summary IS NULL AND min_height IS NULL AND max_height IS NULL AND collapse IS NULL
            AND damping IS NULL AND shadow_threshold IS NULL AND shadow_radius IS NULL
            AND snap_mode IS NULL AND snap_initial IS NULL
        ELSE
            summary IS NOT NULL AND min_height IS NOT NULL AND max_height IS NOT NULL
            AND collapse IS NOT NULL AND damping IS NOT NULL AND snap_mode IS NOT NULL
            AND snap_initial IS NOT NULL
        END),
    UNIQUE (lineage, number)
) STRICT;
INSERT INTO revision VALUES(1,1,1,'2026-11-01T09:00:00Z','builtin','sticky-utah','Pinned header that shrinks to 120 pt and pulls away at half speed.',120.0,300.0,'shrink',0.5,140.0,8.0,'disabled',0.0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO revision VALUES(2,1,2,'2026-11-02T10:30:00Z','edit','sticky-utah','Pinned header that shrinks to 120 pt and pulls away at half speed.',120.0,300.0,'shrink',0.25,140.0,8.0,'immediately',0.5,NULL,0.98999999999999999111,NULL,NULL,NULL,NULL,0.5,1,'[["title","scale","offset","linear",[0,1.5,47,1],[0,1]],["title","opacity","progress",[0.8,0,0.8,0.15],[0.5,0,1,1]]]','direction','android',100.0,'added',48.0,120.0,'quickReturn','title1',41.0,'{"snap":{"mode":"disabled"},"motion":{"parallax":0},"tracks":[{"layer":"title","property":"scale","input":"offset","easing":"linear","keyframes":[{"at":0,"value":1}],"anchor":[0,1]}]}');
INSERT INTO revision VALUES(3,1,3,'2026-11-03T11:00:00Z','rename','pinned','Pinned header that shrinks to 120 pt and pulls away at half speed.',120.0,300.0,'shrink',0.25,140.0,8.0,'immediately',0.5,NULL,0.98999999999999999111,NULL,NULL,NULL,NULL,0.5,1,'[["title","scale","offset","linear",[0,1.5,47,1],[0,1]],["title","opacity","progress",[0.8,0,0.8,0.15],[0.5,0,1,1]]]','direction','android',100.0,'added',48.0,120.0,'quickReturn','title1',41.0,'{"snap":{"mode":"disabled"},"motion":{"parallax":0},"tracks":[{"layer":"title","property":"scale","input":"offset","easing":"linear","keyframes":[{"at":0,"value":1}],"anchor":[0,1]}]}');
INSERT INTO revision VALUES(4,2,1,'2026-11-04T12:00:00Z','create','plain','',150.0,350.0,'shrink',0.0,NULL,NULL,'disabled',0.0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO revision VALUES(5,2,2,'2026-11-05T13:00:00Z','delete','plain',NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
CREATE TABLE generation (
    id INTEGER PRIMARY KEY CONSTRAINT "the generation is one row" CHECK (id = 1),
    record BLOB NOT NULL CONSTRAINT "a generation record is 48 bytes" CHECK (typeof(record) = 'blob' AND length(record) = 48)
);
INSERT INTO generation VALUES(1,X'73747265746368792067656e2076310a0123456789abcdef0123456789abcdeffedcba9876543210fedcba9876543210');
CREATE TRIGGER snap_position_is_never_changed BEFORE UPDATE ON snap_position
BEGIN
    SELECT RAISE(ABORT, 'revisions are history and are never changed');
END;
CREATE TRIGGER snap_position_is_never_deleted BEFORE DELETE ON snap_position
BEGIN
    SELECT RAISE(ABORT, 'revisions are history and are never deleted');
END;
CREATE INDEX revision_by_name ON revision (name);
CREATE TRIGGER revision_numbers_follow_on BEFORE INSERT ON revision
BEGIN
    SELECT RAISE(ABORT, 'revision numbers of a preset go 1, 2, 3, ... without gaps')
    WHERE NEW.number <> coalesce((SELECT max(number) FROM revision WHERE lineage = NEW.lineage), 0) + 1;
END;
CREATE TRIGGER revision_moves_preset AFTER INSERT ON revision
WHEN NEW.number > 1
BEGIN
    DELETE FROM preset
    WHERE name = (SELECT name FROM revision WHERE lineage = NEW.lineage AND number = NEW.number - 1)
      AND revision = (SELECT id FROM revision WHERE lineage = NEW.lineage AND number = NEW.number - 1);
    INSERT INTO preset (name, revision) SELECT NEW.name, NEW.id WHERE NEW.action <> 'delete';
END;
CREATE TRIGGER revision_starts_preset AFTER INSERT ON revision
WHEN NEW.number = 1 AND NEW.action <> 'delete'
BEGIN
    INSERT INTO preset (name, revision) VALUES (NEW.name, NEW.id);
END;
CREATE TRIGGER revision_is_never_deleted BEFORE DELETE ON revision
BEGIN
    SELECT RAISE(ABORT, 'revisions are history and are never deleted');
END;
CREATE TRIGGER snap_position_joins_latest_revision BEFORE INSERT ON snap_position
BEGIN
    SELECT CASE
        WHEN NOT EXISTS (SELECT 1 FROM revision r
                         WHERE r.id = NEW.revision AND r.action <> 'delete'
                           AND NOT EXISTS (SELECT 1 FROM revision
                                           WHERE lineage = r.lineage AND number > r.number))
        THEN RAISE(ABORT, 'snap positions belong to the latest revision of a preset, not to a deletion or older one')
        WHEN (SELECT count(*) FROM snap_position WHERE revision = NEW.revision) >= 16
        THEN RAISE(ABORT, 'snap.positions may hold at most 16 positions')
    END;
END;
CREATE TRIGGER revision_deletion_has_no_motion BEFORE INSERT ON revision
WHEN NEW.action = 'delete'
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no motion')
    WHERE NEW.motion_frame_rate IS NOT NULL OR NEW.motion_deceleration_rate IS NOT NULL
       OR NEW.motion_viewport_height IS NOT NULL OR NEW.motion_rubber_band_constant IS NOT NULL
       OR NEW.motion_spring_response IS NOT NULL OR NEW.motion_spring_damping_ratio IS NOT NULL
       OR NEW.motion_parallax IS NOT NULL OR NEW.motion_quick_return IS NOT NULL;
END;
CREATE TRIGGER revision_deletion_has_no_tracks BEFORE INSERT ON revision
WHEN NEW.action = 'delete' AND NEW.tracks IS NOT NULL
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no tracks');
END;
CREATE TRIGGER revision_deletion_has_no_behaviour BEFORE INSERT ON revision
WHEN NEW.action = 'delete'
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no snap policy, fling or pull trigger')
    WHERE NEW.snap_policy IS NOT NULL OR NEW.motion_fling IS NOT NULL OR NEW.pull_trigger IS NOT NULL;
END;
CREATE TRIGGER revision_deletion_has_no_screen BEFORE INSERT ON revision
WHEN NEW.action = 'delete'
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no safe area or accessory')
    WHERE NEW.safe_area IS NOT NULL OR NEW.accessory_height IS NOT NULL
        OR NEW.accessory_offset IS NOT NULL OR NEW.accessory_behavior IS NOT NULL;
END;
CREATE TRIGGER revision_accessory_is_whole BEFORE INSERT ON revision
WHEN NEW.accessory_height IS NULL AND (NEW.accessory_offset IS NOT NULL OR NEW.accessory_behavior IS NOT NULL)
BEGIN
    SELECT RAISE(ABORT, 'an accessory''s offset or behavior without its height');
END;
CREATE TRIGGER revision_deletion_has_no_dynamic_type BEFORE INSERT ON revision
WHEN NEW.action = 'delete'
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no dynamicType')
    WHERE NEW.dynamic_type_text_style IS NOT NULL OR NEW.dynamic_type_scaled_height IS NOT NULL;
END;
CREATE TRIGGER revision_dynamic_type_is_whole BEFORE INSERT ON revision
WHEN (NEW.dynamic_type_text_style IS NULL) <> (NEW.dynamic_type_scaled_height IS NULL)
BEGIN
    SELECT RAISE(ABORT, 'a dynamicType''s textStyle without its scaledHeight, or the other way round');
END;
CREATE TRIGGER revision_deletion_has_no_reduced_motion BEFORE INSERT ON revision
WHEN NEW.action = 'delete' AND NEW.reduced_motion IS NOT NULL
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no reducedMotion');
END;
CREATE TRIGGER revision_is_never_changed BEFORE UPDATE ON revision
BEGIN
    SELECT RAISE(ABORT, 'revisions are history and are never changed');
END;
COMMIT;
PRAGMA user_version = 9;
