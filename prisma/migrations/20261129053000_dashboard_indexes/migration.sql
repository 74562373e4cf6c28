-- CreateIndex
CREATE INDEX "GameSession_finishedAt_userId_idx" ON "GameSession"("finishedAt", "userId");

-- CreateIndex
CREATE INDEX "LearningDay_day_userId_idx" ON "LearningDay"("day", "userId");

-- CreateIndex
CREATE INDEX "Order_paidAt_idx" ON "Order"("paidAt");

-- CreateIndex
CREATE INDEX "RaceResult_finishedAt_userId_idx" ON "RaceResult"("finishedAt", "userId");
