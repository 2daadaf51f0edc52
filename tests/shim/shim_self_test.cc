// The shim's own test: a test class whose checks pass, fail and skip on
// purpose. check_shim_self_test.py runs it and compares what it prints and
// its exit status with what Qt Test would give.
#include <QtTest>

#include <string>

class ShimSelfTest : public QObject {
    Q_OBJECT

    int inits_ = 0;

    enum class Colour { kRed = 1, kBlue = 2 };

private slots:
    void initTestCase() { QVERIFY(inits_ == 0); }
    void init() { ++inits_; }
    void cleanup() { QVERIFY(inits_ > 0); }

    void passes() {
        QVERIFY(true);
        QCOMPARE(2 + 2, 4);
        QCOMPARE(uint32_t(7), size_t(7));
        QCOMPARE(0.1 + 0.2, 0.3);
        QCOMPARE(QString::fromStdString("a"), QString("a"));
        QTRY_VERIFY_WITH_TIMEOUT(inits_ > 0, 100);
        QCOMPARE(std::string(QTest::currentTestFunction()), std::string("passes"));
        QVERIFY(QTest::currentDataTag() == nullptr);
    }
    void verifyFails() { QVERIFY2(1 + 1 == 3, "arithmetic"); }
    void integersDiffer() { QCOMPARE(inits_ * 0, 1); }
    void textDiffers() { QCOMPARE(std::string("ab\x01\""), std::string("abc")); }
    void longTextIsCut() { QCOMPARE(std::string(300, 'x'), std::string("x")); }
    void listsDiffer() { QCOMPARE((QStringList{"a", "b"}), (QStringList{"a", "c"})); }
    void listSizesDiffer() { QCOMPARE(QStringList{"a"}, (QStringList{"a", "b"})); }
    void doublesDiffer() { QCOMPARE(1.0, 1.5); }
    void enumsDiffer() { QCOMPARE(Colour::kRed, Colour::kBlue); }
    void stopsAtTheFirstFailure() {
        QVERIFY(false);
        QVERIFY2(false, "not reached");
    }
    void skips() {
        QSKIP("not here");
        QVERIFY(false);
    }
    void timesOut() { QTRY_COMPARE_WITH_TIMEOUT(inits_ * 0, 1, 50); }
    void rows_data() {
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("name");
        QTest::newRow("one") << 1 << QString("one");
        QTest::newRow("two") << 2 << QString("three");
    }
    void rows() {
        QFETCH(int, number);
        QFETCH(QString, name);
        QCOMPARE(std::string(QTest::currentDataTag()), name.toStdString());
        QVERIFY(number > 0);
    }
    // The table generator reads past braces and slot-like text in comments
    // and literals: } private slots: void notASlot() {
    void generatorIgnoresText() {
        struct Nested {
            void notASlot() {}
        };
        QCOMPARE(std::string("} private slots: void notASlot() {"),
                 std::string(R"x(} private slots: void notASlot() {)x"));
        QCOMPARE('}', '}');
    }

public slots:
    void notATestFunction() { QVERIFY(false); }  // Qt Test runs private slots only
};

QTEST_GUILESS_MAIN(ShimSelfTest)
#include "shim_self_test.moc"
