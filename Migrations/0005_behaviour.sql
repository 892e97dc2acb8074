-- Schema version 5: how a preset snaps by direction, flings as Android, and where a pull
-- triggers (docs/format.md#snap-policy-fling-and-pull-trigger), stored with every revision so
-- history, revert and diff carry them.
-- Shipped migrations are never edited; a change of schema is a new file.
--
-- One nullable column per key. NULL means the key's default ("nearest", "uikit", no trigger),
-- so every row earlier versions wrote keeps meaning what it meant; the store writes NULL for a
-- value equal to its default. The CHECKs mirror the format's rules. A deletion holds none of
-- them (a trigger: ALTER TABLE cannot add a table constraint).

ALTER TABLE revision ADD COLUMN snap_policy TEXT
    CONSTRAINT "snap.policy must be nearest or direction" CHECK (snap_policy IN ('nearest', 'direction'));
ALTER TABLE revision ADD COLUMN motion_fling TEXT
    CONSTRAINT "motion.fling must be uikit or android" CHECK (motion_fling IN ('uikit', 'android'));
ALTER TABLE revision ADD COLUMN pull_trigger REAL
    CONSTRAINT "pullTrigger must be in 1...10000" CHECK (pull_trigger BETWEEN 1 AND 10000);

CREATE TRIGGER revision_deletion_has_no_behaviour BEFORE INSERT ON revision
WHEN NEW.action = 'delete'
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no snap policy, fling or pull trigger')
    WHERE NEW.snap_policy IS NOT NULL OR NEW.motion_fling IS NOT NULL OR NEW.pull_trigger IS NOT NULL;
END;
