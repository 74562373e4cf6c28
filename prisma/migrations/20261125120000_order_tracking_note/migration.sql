-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "trackingNote" TEXT;
