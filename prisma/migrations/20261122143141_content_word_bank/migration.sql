-- CreateTable
CREATE TABLE "ContentWord" (
    "simplified" TEXT NOT NULL,
    "pinyin" TEXT NOT NULL,
    "frequencyRank" INTEGER NOT NULL,
    "hsk" INTEGER NOT NULL,
    "gradeCodes" INTEGER[],
    "entry" JSONB NOT NULL,

    CONSTRAINT "ContentWord_pkey" PRIMARY KEY ("simplified")
);

-- CreateTable
CREATE TABLE "ContentCharacter" (
    "character" TEXT NOT NULL,
    "entry" JSONB NOT NULL,

    CONSTRAINT "ContentCharacter_pkey" PRIMARY KEY ("character")
);

-- CreateTable
CREATE TABLE "ContentPassage" (
    "id" TEXT NOT NULL,
    "gradeCode" INTEGER NOT NULL,
    "level" TEXT NOT NULL,
    "entry" JSONB NOT NULL,

    CONSTRAINT "ContentPassage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "hash" TEXT NOT NULL,
    "loadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentWord_frequencyRank_idx" ON "ContentWord"("frequencyRank");
