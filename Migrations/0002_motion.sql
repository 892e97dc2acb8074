-- Schema version 2: a preset's motion (issue 9), the physics `stretchy simulate` uses.
-- Shipped migrations are never edited; a change of schema is a new file.
--
-- One nullable column per motion parameter. NULL means the parameter's default, so every row
-- written by version 1 keeps meaning what it meant; the store writes NULL for a value equal to
-- its default. The CHECKs mirror MotionParameters' rules. A deletion holds no motion (a trigger:
-- ALTER TABLE cannot add a table constraint).
-- motion_deceleration_rate is the rate per millisecond (0.998 is UIKit's normal, 0.99 its fast).

ALTER TABLE revision ADD COLUMN motion_frame_rate REAL
    CONSTRAINT "motion.frameRate must be in 1...1000" CHECK (motion_frame_rate BETWEEN 1 AND 1000);
ALTER TABLE revision ADD COLUMN motion_deceleration_rate REAL
    CONSTRAINT "motion.decelerationRate must be in 0.5...0.999" CHECK (motion_deceleration_rate BETWEEN 0.5 AND 0.999);
ALTER TABLE revision ADD COLUMN motion_viewport_height REAL
    CONSTRAINT "motion.viewportHeight must be in 0...10000 and greater than 0" CHECK (
        motion_viewport_height > 0 AND motion_viewport_height <= 10000);
ALTER TABLE revision ADD COLUMN motion_rubber_band_constant REAL
    CONSTRAINT "motion.rubberBandConstant must be in 0...1 and greater than 0" CHECK (
        motion_rubber_band_constant > 0 AND motion_rubber_band_constant <= 1);
ALTER TABLE revision ADD COLUMN motion_spring_response REAL
    CONSTRAINT "motion.spring.response must be in 0.01...1" CHECK (motion_spring_response BETWEEN 0.01 AND 1);
ALTER TABLE revision ADD COLUMN motion_spring_damping_ratio REAL
    CONSTRAINT "motion.spring.dampingRatio must be in 0.2...2" CHECK (motion_spring_damping_ratio BETWEEN 0.2 AND 2);
ALTER TABLE revision ADD COLUMN motion_parallax REAL
    CONSTRAINT "motion.parallax must be in 0...1" CHECK (motion_parallax BETWEEN 0 AND 1);
ALTER TABLE revision ADD COLUMN motion_quick_return INTEGER
    CONSTRAINT "motion.quickReturn must be 0 or 1" CHECK (motion_quick_return IN (0, 1));

CREATE TRIGGER revision_deletion_has_no_motion BEFORE INSERT ON revision
WHEN NEW.action = 'delete'
BEGIN
    SELECT RAISE(ABORT, 'a deletion holds no preset, so no motion')
    WHERE NEW.motion_frame_rate IS NOT NULL OR NEW.motion_deceleration_rate IS NOT NULL
       OR NEW.motion_viewport_height IS NOT NULL OR NEW.motion_rubber_band_constant IS NOT NULL
       OR NEW.motion_spring_response IS NOT NULL OR NEW.motion_spring_damping_ratio IS NOT NULL
       OR NEW.motion_parallax IS NOT NULL OR NEW.motion_quick_return IS NOT NULL;
END;
