-- Shared access (issue 21): a member (partner, cerimonialista) has no couple profile, so the name
-- they give in "Minha conta" lives on their own account. Check-in records arrivals per event in
-- member_arrivals (0029): the household member's single arrival column was never used.
ALTER TABLE "users" ADD COLUMN "name" text;
--> statement-breakpoint
ALTER TABLE "household_members" DROP COLUMN "arrived_at";
