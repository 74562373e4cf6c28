-- CreateTable
CREATE TABLE "Homework" (
    "id" SERIAL NOT NULL,
    "classId" INTEGER NOT NULL,
    "game" INTEGER NOT NULL,
    "gradeCode" INTEGER NOT NULL,
    "level" TEXT NOT NULL,
    "mode" TEXT NOT NULL DEFAULT 'hanzi',
    "count" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Homework_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Homework_classId_dueAt_idx" ON "Homework"("classId", "dueAt");

-- AddForeignKey
ALTER TABLE "Homework" ADD CONSTRAINT "Homework_classId_fkey" FOREIGN KEY ("classId") REFERENCES "SchoolClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;
