-- AlterTable
ALTER TABLE "AuthToken" ADD COLUMN     "signInCardId" INTEGER;

-- CreateTable
CREATE TABLE "SignInCard" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "secretHash" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "createdById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "SignInCard_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SignInCard_secretHash_key" ON "SignInCard"("secretHash");

-- CreateIndex
CREATE UNIQUE INDEX "SignInCard_codeHash_key" ON "SignInCard"("codeHash");

-- CreateIndex
CREATE INDEX "SignInCard_userId_idx" ON "SignInCard"("userId");

-- CreateIndex
CREATE INDEX "AuthToken_signInCardId_idx" ON "AuthToken"("signInCardId");

-- AddForeignKey
ALTER TABLE "AuthToken" ADD CONSTRAINT "AuthToken_signInCardId_fkey" FOREIGN KEY ("signInCardId") REFERENCES "SignInCard"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignInCard" ADD CONSTRAINT "SignInCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
