-- AlterTable
ALTER TABLE "RaceResult" ADD COLUMN     "completed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "gradeCode" INTEGER,
ADD COLUMN     "level" TEXT,
ADD COLUMN     "mode" TEXT;

-- CreateTable
CREATE TABLE "ClassJoinCode" (
    "id" SERIAL NOT NULL,
    "classId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "usedBy" INTEGER,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClassJoinCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ClassJoinCode_code_key" ON "ClassJoinCode"("code");

-- CreateIndex
CREATE INDEX "ClassJoinCode_classId_usedAt_idx" ON "ClassJoinCode"("classId", "usedAt");

-- AddForeignKey
ALTER TABLE "ClassJoinCode" ADD CONSTRAINT "ClassJoinCode_classId_fkey" FOREIGN KEY ("classId") REFERENCES "SchoolClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Results written before these columns kept the typing mode in detail (their level was never stored).
UPDATE "RaceResult" SET "mode" = "detail"->>'mode' WHERE "detail"->>'mode' IN ('hanzi', 'pinyin');
