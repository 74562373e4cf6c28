-- AlterTable
ALTER TABLE "PointsGood" ADD COLUMN     "lowStockLine" INTEGER NOT NULL DEFAULT 5;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "lowStockLine" INTEGER NOT NULL DEFAULT 5;
