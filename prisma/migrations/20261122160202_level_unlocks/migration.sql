-- CreateTable
CREATE TABLE "LevelUnlock" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "game" INTEGER NOT NULL,
    "level" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LevelUnlock_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LevelUnlock_userId_game_level_key" ON "LevelUnlock"("userId", "game", "level");
