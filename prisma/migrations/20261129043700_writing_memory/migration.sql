-- CreateTable
CREATE TABLE "WritingMemory" (
    "userId" INTEGER NOT NULL,
    "character" TEXT NOT NULL,
    "fsrsState" INTEGER NOT NULL,
    "due" TIMESTAMP(3) NOT NULL,
    "stability" DOUBLE PRECISION NOT NULL,
    "difficulty" DOUBLE PRECISION NOT NULL,
    "scheduledDays" INTEGER NOT NULL,
    "learningSteps" INTEGER NOT NULL,
    "reps" INTEGER NOT NULL,
    "lapses" INTEGER NOT NULL,
    "lastReview" TIMESTAMP(3),
    "lastGrade" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "right" INTEGER NOT NULL DEFAULT 0,
    "wrong" INTEGER NOT NULL DEFAULT 0,
    "confusedWith" JSONB NOT NULL DEFAULT '{}',
    "knownAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WritingMemory_pkey" PRIMARY KEY ("userId","character")
);

-- CreateIndex
CREATE INDEX "WritingMemory_userId_state_idx" ON "WritingMemory"("userId", "state");
