-- CreateTable
CREATE TABLE "IdempotentRequest" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "response" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotentRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IdempotentRequest_userId_createdAt_idx" ON "IdempotentRequest"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotentRequest_userId_scope_key_key" ON "IdempotentRequest"("userId", "scope", "key");
