-- CreateTable
CREATE TABLE "FairPlayCheck" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "resultId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "cpm" DOUBLE PRECISION,
    "reasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "FairPlayCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FairPlayCheck_userId_resultId_idx" ON "FairPlayCheck"("userId", "resultId");
