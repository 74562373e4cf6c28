-- CreateTable
CREATE TABLE "CharacterMemory" (
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

    CONSTRAINT "CharacterMemory_pkey" PRIMARY KEY ("userId","character")
);

-- CreateTable
CREATE TABLE "LearningDay" (
    "userId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,

    CONSTRAINT "LearningDay_pkey" PRIMARY KEY ("userId","day")
);

-- CreateIndex
CREATE INDEX "CharacterMemory_userId_state_idx" ON "CharacterMemory"("userId", "state");

-- CreateIndex
CREATE INDEX "CharacterMemory_userId_due_idx" ON "CharacterMemory"("userId", "due");
