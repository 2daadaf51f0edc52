<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Hive...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Hive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;WR Studio %1&lt;/b&gt;&lt;p&gt;Explore, edit, benchmark and migrate registry-backed and log-structured key-value stores.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hive is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a hive directory to browse its keys and values.
Hives open read-only; nothing in them is changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Hive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln subkey(s) at the root, opened in %1 ms</source>
        <translation>
            <numerusform>%Ln subkey at the root, opened in %1 ms</numerusform>
            <numerusform>%Ln subkeys at the root, opened in %1 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Explore registry-backed and log-structured key-value stores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the hive in DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the hive for writing (default: read-only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the key at PATH once the hive is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE once it has settled, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hive directory to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyTreeModel</name>
    <message numerus="yes">
        <source>%Ln subkey(s)</source>
        <translation>
            <numerusform>%Ln subkey</numerusform>
            <numerusform>%Ln subkeys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s)</source>
        <translation>
            <numerusform>%Ln value</numerusform>
            <numerusform>%Ln values</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::OperationLog</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistrySession</name>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the subkeys of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the values of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hive %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueTableModel</name>
    <message>
        <source>(Default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueTableView</name>
    <message>
        <source>This key has no values.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
