-- AlterTable
ALTER TABLE "Homework" ADD COLUMN     "characters" TEXT[] DEFAULT ARRAY[]::TEXT[];
