-- AlterTable
ALTER TABLE "RaceResult" ADD COLUMN     "fairPlay" TEXT NOT NULL DEFAULT 'ok',
ADD COLUMN     "flagReasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedBy" INTEGER;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "certifiedCpm" INTEGER;

-- CreateIndex
CREATE INDEX "RaceResult_fairPlay_idx" ON "RaceResult"("fairPlay");
