-- Decision 021: every record a person is told about gets a short reference, prefix and 8
-- Crockford characters. Written by drizzle-kit, then the backfill added by hand: each column
-- is added empty, old rows are given references (a paid record awaiting a transfer keeps its
-- payment reference as its reference), repeats are drawn again until none are left, and only
-- then are the columns made required and unique, so a collision can never leave a row out.
-- New rows get theirs from the server (src/server/lib/reference.ts).
CREATE FUNCTION short_reference_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
  FROM generate_series(1, 8)
$$;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "contact_messages" SET "reference" = 'CM-' || short_reference_code();
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "contact_messages" SET "reference" = 'CM-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "contact_messages" GROUP BY "reference" HAVING count(*) > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "free_consultations" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "free_consultations" SET "reference" = 'FC-' || short_reference_code();
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "free_consultations" SET "reference" = 'FC-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "free_consultations" GROUP BY "reference" HAVING count(*) > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "free_consultations" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "free_consultations" ADD CONSTRAINT "free_consultations_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "tutoring_packages" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "tutoring_packages" SET "reference" = 'PK-' || short_reference_code();
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "tutoring_packages" SET "reference" = 'PK-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "tutoring_packages" GROUP BY "reference" HAVING count(*) > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "tutoring_packages" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "tutoring_packages" ADD CONSTRAINT "tutoring_packages_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "booking_series" SET "reference" = 'BS-' || short_reference_code();
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "booking_series" SET "reference" = 'BS-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "booking_series" GROUP BY "reference" HAVING count(*) > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "booking_series" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "bookings" SET "reference" = coalesce(payment_reference, 'BK-' || short_reference_code());
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "bookings" SET "reference" = 'BK-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "bookings" GROUP BY "reference" HAVING count(*) > 1) AND payment_reference IS NULL;
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_reference_is_reference" CHECK ("bookings"."payment_reference" is null or "bookings"."payment_reference" = "bookings"."reference");
--> statement-breakpoint
ALTER TABLE "partnership_inquiries" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "partnership_inquiries" SET "reference" = 'PA-' || short_reference_code();
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "partnership_inquiries" SET "reference" = 'PA-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "partnership_inquiries" GROUP BY "reference" HAVING count(*) > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "partnership_inquiries" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "partnership_inquiries" ADD CONSTRAINT "partnership_inquiries_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "school_bookings" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "school_bookings" SET "reference" = 'SB-' || short_reference_code();
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "school_bookings" SET "reference" = 'SB-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "school_bookings" GROUP BY "reference" HAVING count(*) > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "school_bookings" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "school_bookings" ADD CONSTRAINT "school_bookings_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "teacher_workshops" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "teacher_workshops" SET "reference" = 'TW-' || short_reference_code();
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "teacher_workshops" SET "reference" = 'TW-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "teacher_workshops" GROUP BY "reference" HAVING count(*) > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "teacher_workshops" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "teacher_workshops" ADD CONSTRAINT "teacher_workshops_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "tutor_applications" SET "reference" = 'TA-' || short_reference_code();
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "tutor_applications" SET "reference" = 'TA-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "tutor_applications" GROUP BY "reference" HAVING count(*) > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "tutor_applications" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD CONSTRAINT "tutor_applications_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "video_orders" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "video_orders" SET "reference" = coalesce(payment_reference, 'VO-' || short_reference_code());
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "video_orders" SET "reference" = 'VO-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "video_orders" GROUP BY "reference" HAVING count(*) > 1) AND payment_reference IS NULL;
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "video_orders" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "video_orders" ADD CONSTRAINT "video_orders_payment_reference_is_reference" CHECK ("video_orders"."payment_reference" is null or "video_orders"."payment_reference" = "video_orders"."reference");
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reference" text;
--> statement-breakpoint
UPDATE "donations" SET "reference" = coalesce(payment_reference, 'DN-' || short_reference_code());
--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "donations" SET "reference" = 'DN-' || short_reference_code()
    WHERE "reference" IN (SELECT "reference" FROM "donations" GROUP BY "reference" HAVING count(*) > 1) AND payment_reference IS NULL;
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_reference_unique" UNIQUE("reference");
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_reference_is_reference" CHECK ("donations"."payment_reference" is null or "donations"."payment_reference" = "donations"."reference");
--> statement-breakpoint
DROP FUNCTION short_reference_code();
