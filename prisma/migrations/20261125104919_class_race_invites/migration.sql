-- AlterTable
ALTER TABLE "User" ADD COLUMN     "weeklySummaryWeek" TEXT;

-- CreateTable
CREATE TABLE "ClassRaceInvite" (
    "id" SERIAL NOT NULL,
    "classId" INTEGER NOT NULL,
    "raceId" TEXT NOT NULL,
    "joinCode" TEXT NOT NULL,
    "game" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClassRaceInvite_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ClassRaceInvite_raceId_key" ON "ClassRaceInvite"("raceId");

-- CreateIndex
CREATE INDEX "ClassRaceInvite_classId_expiresAt_idx" ON "ClassRaceInvite"("classId", "expiresAt");

-- AddForeignKey
ALTER TABLE "ClassRaceInvite" ADD CONSTRAINT "ClassRaceInvite_classId_fkey" FOREIGN KEY ("classId") REFERENCES "SchoolClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;
