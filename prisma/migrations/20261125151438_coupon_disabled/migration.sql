-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "disabledAt" TIMESTAMP(3);
